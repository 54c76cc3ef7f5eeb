<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Notifier worker, notes for the on-call" FOLDED="false" ID="ID_1090958577" CREATED="1756922900988" MODIFIED="1756922909988">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Lena Ortiz after the rotation." POSITION="right" ID="ID_949807005" CREATED="1756922904988" MODIFIED="1756922909988"/>
<node TEXT="Vendor support sent hvb.AAAAAQ4ixAGql9B3b3h6gfnHAxdp6l0AEuJilPlUP3hTgYeNbTL6gr8jrIrlNRSuw6YbFiXk2YWoiISu1r2wUNXaVPY4iynuBybQdBhns5C-tq021TbLQ9K-RqU4mM4tHFiyEnZtyhVAQmSEzfdgqZApSdrAkp-V." POSITION="left" ID="ID_524823483" CREATED="1756922904988" MODIFIED="1756922909988"/>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="right" ID="ID_1838033968" CREATED="1756922904988" MODIFIED="1756922909988"/>
</node>
</map>
