<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (ingest)" FOLDED="false" ID="ID_1090958577" CREATED="1757090236262" MODIFIED="1757090245262">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Jonas Berg after the rotation." POSITION="right" ID="ID_1583575916" CREATED="1757090240262" MODIFIED="1757090245262"/>
<node TEXT="Environment of the worker:" POSITION="left" ID="ID_1844223119" CREATED="1757090240262" MODIFIED="1757090245262"/>
<node TEXT="OKTA_ORG_URL=https://kestrelworks.okta.com&#10;OKTA_MANAGEMENT_TOKEN=006FB0-aRcpCVEbChfEJY5AvbG743fDz4N707N1XcQ" POSITION="right" ID="ID_179618541" CREATED="1757090240262" MODIFIED="1757090245262"/>
<node TEXT="Please delete this section once the vault entry exists." POSITION="left" ID="ID_1401831591" CREATED="1757090240262" MODIFIED="1757090245262"/>
</node>
</map>
