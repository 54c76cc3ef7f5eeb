<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (ingest)" FOLDED="false" ID="ID_1090958577" CREATED="1756838891163" MODIFIED="1756838900163">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Priya Natarajan asked for this page; keep it in the team space." POSITION="right" ID="ID_1723363732" CREATED="1756838895163" MODIFIED="1756838900163"/>
<node TEXT="Values, one per line:" POSITION="left" ID="ID_1396073364" CREATED="1756838895163" MODIFIED="1756838900163"/>
<node TEXT="TF_TOKEN_APP_TERRAFORM_IO" POSITION="right" ID="ID_1432199934" CREATED="1756838895163" MODIFIED="1756838900163">
 <node TEXT="4PITrU1BcoIw6e.atlasv1.chNjoKEh73jB45uqlkGinGiGtszfJIM7jkXS8VMzd0fiPAIIn6wvX44U5wjEJMHk0cs" ID="ID_987437865" CREATED="1756838895163" MODIFIED="1756838900163"/>
</node>
<node TEXT="Please delete this section once the vault entry exists." POSITION="left" ID="ID_812808674" CREATED="1756838895163" MODIFIED="1756838900163"/>
</node>
</map>
