/* global document */
// Signs out without a click when the portal asked for it: the provider's own form goes as soon as the page is read.
document.addEventListener('DOMContentLoaded', () => document.getElementById('op.logoutForm').submit());
