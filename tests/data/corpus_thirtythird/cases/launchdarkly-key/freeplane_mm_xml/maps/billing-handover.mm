<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (billing)" FOLDED="false" ID="ID_1090958577" CREATED="1751769546635" MODIFIED="1751769555635">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Ama Owusu asked for this page; keep it in the team space." POSITION="right" ID="ID_152116145" CREATED="1751769550635" MODIFIED="1751769555635"/>
<node TEXT="The LD_MOBILE_KEY for production is mob-96b10262-05cc-46c4-89dd-7e289d72f561." POSITION="left" ID="ID_893018681" CREATED="1751769550635" MODIFIED="1751769555635"/>
<node TEXT="Please delete this section once the vault entry exists." POSITION="right" ID="ID_724292571" CREATED="1751769550635" MODIFIED="1751769555635"/>
</node>
</map>
