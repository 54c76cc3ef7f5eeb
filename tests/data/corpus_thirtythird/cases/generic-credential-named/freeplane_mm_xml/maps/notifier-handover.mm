<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (notifier)" FOLDED="false" ID="ID_1090958577" CREATED="1754850506223" MODIFIED="1754850515223">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Written by Lena Ortiz before the move to the new cluster." POSITION="right" ID="ID_430026076" CREATED="1754850510223" MODIFIED="1754850515223"/>
<node TEXT="The OAUTH_REFRESH_TOKEN: 8/QKhRHpMa1XXYCuWXtzsMpcFrC8BaasDDMmql5g290=." POSITION="left" ID="ID_1204677563" CREATED="1754850510223" MODIFIED="1754850515223"/>
<node TEXT="Questions to Lena." POSITION="right" ID="ID_1270800236" CREATED="1754850510223" MODIFIED="1754850515223"/>
</node>
</map>
