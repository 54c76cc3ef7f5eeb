<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Runbook: Orders vendor sync" FOLDED="false" ID="ID_1090958577" CREATED="1756143970531" MODIFIED="1756143979531">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Jonas Berg after the rotation." POSITION="right" ID="ID_968594048" CREATED="1756143974531" MODIFIED="1756143979531"/>
<node TEXT="Environment of the worker:" POSITION="left" ID="ID_699993457" CREATED="1756143974531" MODIFIED="1756143979531"/>
<node TEXT="MAILGUN_DOMAIN=mg.kestrelworks.io&#10;MAILGUN_SECRET=815f32d32a2b9e2f6a3b8c2c39c5befe-e5c4022c-bd76abb4" POSITION="right" ID="ID_1496749714" CREATED="1756143974531" MODIFIED="1756143979531"/>
<node TEXT="Do not forward outside the team." POSITION="left" ID="ID_938729270" CREATED="1756143974531" MODIFIED="1756143979531"/>
</node>
</map>
