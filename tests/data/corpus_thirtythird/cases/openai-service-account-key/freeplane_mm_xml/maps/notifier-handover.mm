<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (notifier)" FOLDED="false" ID="ID_1090958577" CREATED="1757158538979" MODIFIED="1757158547979">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Priya Natarajan after the rotation." POSITION="right" ID="ID_1224291580" CREATED="1757158542979" MODIFIED="1757158547979"/>
<node TEXT="Current settings:" POSITION="left" ID="ID_1631426633" CREATED="1757158542979" MODIFIED="1757158547979"/>
<node TEXT="openai_apikey" POSITION="right" ID="ID_1103143943" CREATED="1757158542979" MODIFIED="1757158547979">
 <node TEXT="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" ID="ID_1871548299" CREATED="1757158542979" MODIFIED="1757158547979"/>
</node>
<node TEXT="Please delete this section once the vault entry exists." POSITION="left" ID="ID_1678620832" CREATED="1757158542979" MODIFIED="1757158547979"/>
</node>
</map>
