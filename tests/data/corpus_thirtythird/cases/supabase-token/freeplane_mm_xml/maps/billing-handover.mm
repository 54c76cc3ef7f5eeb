<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Migration notes (billing)" FOLDED="false" ID="ID_1090958577" CREATED="1755638469322" MODIFIED="1755638478322">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Last updated by Jonas Berg after the rotation." POSITION="right" ID="ID_1599638857" CREATED="1755638473322" MODIFIED="1755638478322"/>
<node TEXT="After the rotation the new value is sbp_caac67845b16c34f3e3c570ebd80f9a3e27e5b4a." POSITION="left" ID="ID_536107761" CREATED="1755638473322" MODIFIED="1755638478322"/>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="right" ID="ID_842388765" CREATED="1755638473322" MODIFIED="1755638478322"/>
</node>
</map>
