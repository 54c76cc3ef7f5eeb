<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Runbook: Orders vendor sync" FOLDED="false" ID="ID_1090958577" CREATED="1752653947787" MODIFIED="1752653956787">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Lena Ortiz after the rotation." POSITION="right" ID="ID_342213184" CREATED="1752653951787" MODIFIED="1752653956787"/>
<node TEXT="Values, one per line:" POSITION="left" ID="ID_1185744113" CREATED="1752653951787" MODIFIED="1752653956787"/>
<node TEXT="NVIDIA_API_KEY" POSITION="right" ID="ID_1005027429" CREATED="1752653951787" MODIFIED="1752653956787">
 <node TEXT="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" ID="ID_628504992" CREATED="1752653951787" MODIFIED="1752653956787"/>
</node>
<node TEXT="Questions to Lena." POSITION="left" ID="ID_1461968512" CREATED="1752653951787" MODIFIED="1752653956787"/>
</node>
</map>
