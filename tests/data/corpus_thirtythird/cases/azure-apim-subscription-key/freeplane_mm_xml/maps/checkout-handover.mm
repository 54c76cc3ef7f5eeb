<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Runbook: Checkout vendor sync" FOLDED="false" ID="ID_1090958577" CREATED="1755826788583" MODIFIED="1755826797583">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Written by Priya Natarajan before the move to the new cluster." POSITION="right" ID="ID_1720304861" CREATED="1755826792583" MODIFIED="1755826797583"/>
<node TEXT="The vendor call, as the worker sends it:" POSITION="left" ID="ID_1655674698" CREATED="1755826792583" MODIFIED="1755826797583"/>
<node TEXT="curl -fsS -H 'Ocp-Apim-Subscription-Key: 6e4f03601a1c104948c743e4d1e15d51' https://billing.fernhill.com/v1/status" POSITION="right" ID="ID_170427696" CREATED="1755826792583" MODIFIED="1755826797583"/>
<node TEXT="Questions to Priya." POSITION="left" ID="ID_289333708" CREATED="1755826792583" MODIFIED="1755826797583"/>
</node>
</map>
