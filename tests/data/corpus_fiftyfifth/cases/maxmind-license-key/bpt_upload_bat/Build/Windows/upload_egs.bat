@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-82hufaxga5v4i7abddc48ha5og2vef
set PRODUCT_ID=22f143ce35f28d9ceddb27abfaa5061e
set ARTIFACT_ID=cb9aa4b89ff751c8b48dca1f7965ec17
set CLIENT_ID=xyza78912fBW7wETwlQbHhrXQ6k6kGPJ
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set MAXMIND_ACCOUNT_ID=700308
set MAXMIND_LICENSE_KEY=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
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
