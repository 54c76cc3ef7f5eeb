<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (orders)" FOLDED="false" ID="ID_1090958577" CREATED="1754583521284" MODIFIED="1754583530284">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Priya Natarajan asked for this page; keep it in the team space." POSITION="right" ID="ID_142938803" CREATED="1754583525284" MODIFIED="1754583530284"/>
<node TEXT="What the worker runs with in production:" POSITION="left" ID="ID_158272849" CREATED="1754583525284" MODIFIED="1754583530284"/>
<node TEXT="credential" POSITION="right" ID="ID_1544944583" CREATED="1754583525284" MODIFIED="1754583530284">
 <node TEXT="lin_oauth_b2e606a42adcfc0c09a2f49ce17e918a336851755ac6e7e17713b36cafadb3f3" ID="ID_199538037" CREATED="1754583525284" MODIFIED="1754583530284"/>
</node>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="left" ID="ID_1459963278" CREATED="1754583525284" MODIFIED="1754583530284"/>
</node>
</map>
