<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Webhooks integration: handover" FOLDED="false" ID="ID_1090958577" CREATED="1754696988975" MODIFIED="1754696997975">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Marcus Lee asked for this page; keep it in the team space." POSITION="right" ID="ID_406801289" CREATED="1754696992975" MODIFIED="1754696997975"/>
<node TEXT="The key is qgU7Q~oBxZcx.bG6mTme4MqmptzuP6Zacvb0WD~k" POSITION="left" ID="ID_1692068305" CREATED="1754696992975" MODIFIED="1754696997975"/>
<node TEXT="Questions to Marcus." POSITION="right" ID="ID_1871768085" CREATED="1754696992975" MODIFIED="1754696997975"/>
</node>
</map>
