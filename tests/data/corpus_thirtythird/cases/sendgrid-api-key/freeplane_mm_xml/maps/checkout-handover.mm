<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Checkout worker, notes for the on-call" FOLDED="false" ID="ID_1090958577" CREATED="1754442536067" MODIFIED="1754442545067">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Ama Owusu asked for this page; keep it in the team space." POSITION="right" ID="ID_684132576" CREATED="1754442540067" MODIFIED="1754442545067"/>
<node TEXT="The SENDGRID_TEMPLATE_ID for production is d-c0f26ce750a2c7d3f8135f623c0ae1ec." POSITION="left" ID="ID_1421231286" CREATED="1754442540067" MODIFIED="1754442545067"/>
<node TEXT="Do not forward outside the team." POSITION="right" ID="ID_492194820" CREATED="1754442540067" MODIFIED="1754442545067"/>
</node>
</map>
