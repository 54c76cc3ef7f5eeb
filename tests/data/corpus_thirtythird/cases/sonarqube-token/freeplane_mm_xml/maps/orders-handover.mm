<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (orders)" FOLDED="false" ID="ID_1090958577" CREATED="1750609424745" MODIFIED="1750609433745">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Written by Lena Ortiz before the move to the new cluster." POSITION="right" ID="ID_492761671" CREATED="1750609428745" MODIFIED="1750609433745"/>
<node TEXT="The key is sqa_18d650a5f0421d44127d5351e010bc82a584bd33 (production, do not forward)." POSITION="left" ID="ID_819624637" CREATED="1750609428745" MODIFIED="1750609433745"/>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="right" ID="ID_342122163" CREATED="1750609428745" MODIFIED="1750609433745"/>
</node>
</map>
