<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Notifier integration: handover" FOLDED="false" ID="ID_1090958577" CREATED="1757280727894" MODIFIED="1757280736894">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Ama Owusu after the rotation." POSITION="right" ID="ID_1241719899" CREATED="1757280731894" MODIFIED="1757280736894"/>
<node TEXT="The key is LTAINeMdbbbz2odHsHaXhaW6 (production, do not forward)." POSITION="left" ID="ID_1927514783" CREATED="1757280731894" MODIFIED="1757280736894"/>
<node TEXT="Questions to Ama." POSITION="right" ID="ID_760391341" CREATED="1757280731894" MODIFIED="1757280736894"/>
</node>
</map>
