<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Billing integration: handover" FOLDED="false" ID="ID_1090958577" CREATED="1750923814406" MODIFIED="1750923823406">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Draft by Ama Owusu, to be reviewed." POSITION="right" ID="ID_852076425" CREATED="1750923818406" MODIFIED="1750923823406"/>
<node TEXT="What the worker runs with in production:" POSITION="left" ID="ID_1701029911" CREATED="1750923818406" MODIFIED="1750923823406"/>
<node TEXT="Brevo api key" POSITION="right" ID="ID_409460418" CREATED="1750923818406" MODIFIED="1750923823406">
 <node TEXT="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" ID="ID_625510043" CREATED="1750923818406" MODIFIED="1750923823406"/>
</node>
<node TEXT="Do not forward outside the team." POSITION="left" ID="ID_1548282049" CREATED="1750923818406" MODIFIED="1750923823406"/>
</node>
</map>
