<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Webhooks integration: handover" FOLDED="false" ID="ID_1090958577" CREATED="1757518785731" MODIFIED="1757518794731">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Lena Ortiz asked for this page; keep it in the team space." POSITION="right" ID="ID_704268801" CREATED="1757518789731" MODIFIED="1757518794731"/>
<node TEXT="After the rotation the new value is mdb_sa_sk_U5JYbW5blkb04f4TMsUp2qErV9zcN9AayfJbOf5m." POSITION="left" ID="ID_707039899" CREATED="1757518789731" MODIFIED="1757518794731"/>
<node TEXT="Do not forward outside the team." POSITION="right" ID="ID_1825362788" CREATED="1757518789731" MODIFIED="1757518794731"/>
</node>
</map>
