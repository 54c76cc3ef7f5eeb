@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-3ucrdfmv2hoa5ybubcgithzffrvhft
set PRODUCT_ID=4989682d39f0697379e20d38b6c42268
set ARTIFACT_ID=b3fde95493a30949c03a04dcda49c19c
set CLIENT_ID=xyza7891tdXQdj6Q0QxfUNlEE2tfHpxO
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set NEW_RELIC_BROWSER_KEY=NRJS-45284e61506dc7f7c0e
set BUILD_ROOT=D:\builds\HarborLights\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="HarborLights.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
