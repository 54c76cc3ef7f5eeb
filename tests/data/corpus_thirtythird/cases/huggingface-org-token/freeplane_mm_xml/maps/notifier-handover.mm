<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Notifier worker, notes for the on-call" FOLDED="false" ID="ID_1090958577" CREATED="1753478132018" MODIFIED="1753478141018">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Written by Marcus Lee before the move to the new cluster." POSITION="right" ID="ID_1917699641" CREATED="1753478136018" MODIFIED="1753478141018"/>
<node TEXT="What the worker runs with in production:" POSITION="left" ID="ID_739646922" CREATED="1753478136018" MODIFIED="1753478141018"/>
<node TEXT="huggingface_org_api_token" POSITION="right" ID="ID_539661830" CREATED="1753478136018" MODIFIED="1753478141018">
 <node TEXT="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" ID="ID_517204787" CREATED="1753478136018" MODIFIED="1753478141018"/>
</node>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="left" ID="ID_1465121830" CREATED="1753478136018" MODIFIED="1753478141018"/>
</node>
</map>
