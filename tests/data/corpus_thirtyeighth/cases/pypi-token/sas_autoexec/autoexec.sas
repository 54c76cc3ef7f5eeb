/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cryoem-2024/sasdata";
libname fmt "/project/cryoem-2024/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let pypi_api_token = pypi-AgEIcHlwaS5vcmcCJDBiNTI3ZTFlLTFhODAtNDQ1My05Zjc5LTEwNWJmODE2MmQ1ZAACOXsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImt3LXV0aWxzIl19fQAABiDe9HNtMXUgCK8bPcqDU3BiaD405kkBr34UlZB9J-6w2g;

%put NOTE: autoexec.sas loaded for &sysuserid.;
