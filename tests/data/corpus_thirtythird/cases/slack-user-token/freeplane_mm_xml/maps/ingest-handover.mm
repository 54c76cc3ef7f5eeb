<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Ingest worker, notes for the on-call" FOLDED="false" ID="ID_1090958577" CREATED="1754109085145" MODIFIED="1754109094145">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Draft by Ama Owusu, to be reviewed." POSITION="right" ID="ID_1467927957" CREATED="1754109089145" MODIFIED="1754109094145"/>
<node TEXT="Current settings:" POSITION="left" ID="ID_1230719769" CREATED="1754109089145" MODIFIED="1754109094145"/>
<node TEXT="SLACK_LEGACY_TOKEN" POSITION="right" ID="ID_1044386403" CREATED="1754109089145" MODIFIED="1754109094145">
 <node TEXT="xoxp-32640179612-49327483456-8403170909510-a718859b5a66c37b0ba0bc9f2da8115d" ID="ID_1298320680" CREATED="1754109089145" MODIFIED="1754109094145"/>
</node>
<node TEXT="Do not forward outside the team." POSITION="left" ID="ID_1828635500" CREATED="1754109089145" MODIFIED="1754109094145"/>
</node>
</map>
