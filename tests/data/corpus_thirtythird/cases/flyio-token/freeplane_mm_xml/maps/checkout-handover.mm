<map version="freeplane 1.11.5">
<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
<node TEXT="Checkout worker, notes for the on-call" FOLDED="false" ID="ID_1090958577" CREATED="1756371723778" MODIFIED="1756371732778">
<hook NAME="MapStyle" zoom="1.0"/>
<node TEXT="Lena Ortiz asked for this page; keep it in the team space." POSITION="right" ID="ID_1316724363" CREATED="1756371727778" MODIFIED="1756371732778"/>
<node TEXT="Vendor support sent FlyV1 fm2_VTTg00Uf2df6sss779HHPg+1f7mrwdT/51s/tnHW3TyFlLogcrr3rF7Q/g7obu6zTgr7x+uzglbGj4pLDhp05eZPFaJ0tW+d/qQMcwp2ghuwhkrezm+/1e/4RNg/efE+cfZK8Mfx+g+r273rVa0yvHCT7J9x593t5Uj6Adye3/z/IYwjDQitWFZN4eSjUVQ+v3yEIUgNf7iS1N+lOOGj0SNZJsb7B9cAuABFsdrbJnerB2Bq+Yg2Lwd0Ibof9iG8dJdZqWqTO6cNQDglBX9R6fYwFL3+NuMdR2TBdiqOqpIfuYA7nqejouy67nzsyZHH." POSITION="left" ID="ID_601324494" CREATED="1756371727778" MODIFIED="1756371732778"/>
<node TEXT="Rotate after the migration and move it to the vault." POSITION="right" ID="ID_1805385926" CREATED="1756371727778" MODIFIED="1756371732778"/>
</node>
</map>
