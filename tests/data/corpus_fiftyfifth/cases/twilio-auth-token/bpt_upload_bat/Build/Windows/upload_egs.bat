@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-6qt77kiqg4j15kf8ni8zzji1iyyr4c
set PRODUCT_ID=b68f1d90e9ff5c1d2d53ec648fc59e28
set ARTIFACT_ID=448970171f51ae1625d07e99800513b1
set CLIENT_ID=xyza7891euptuMMBdrhtbDKqv4T5AQ48
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set TWILIO_ACCOUNT_SID=AC094e7c306a399294e679ed7ab29cc742
set TWILIO_TOKEN=bac7b8e9d4a8f64bd0f4203aec72d9d0
set BUILD_ROOT=D:\builds\Nightfall\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Nightfall.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
