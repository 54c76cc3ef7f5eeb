@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-g2nn4ycocfvzivhqxxa408tz377fn3
set PRODUCT_ID=dfd033a931448c9180c0390ed65fb32f
set ARTIFACT_ID=782e1cda65ff28f1db42cff982753554
set CLIENT_ID=xyza7891aUnSJUM7p0Ug9qw0M7UqdsxY
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set SERVICEBUS_SAS_KEY_NAME=relay-send
set BUILD_ROOT=D:\builds\HarborLights\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="HarborLights.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
