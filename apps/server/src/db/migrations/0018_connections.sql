-- Tables of this slice are added here.
select 1;
