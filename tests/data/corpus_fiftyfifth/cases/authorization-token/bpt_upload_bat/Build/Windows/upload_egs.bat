@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-r298t1w3427s6dgd9taqbthkkryx36
set PRODUCT_ID=abbaa8f32e6cb8a201d1dc7f505bd771
set ARTIFACT_ID=5f2a0fce419cfe177ba066f31ba06cb4
set CLIENT_ID=xyza7891cMrGFqp4HD7h387hO41BId7S
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set BUILD_ROOT=D:\builds\HarborLights\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="HarborLights.exe" -AppArgs=""
if errorlevel 1 exit /b 1
curl.exe -fsS -X POST -H "Authorization: Token 348b7073a93e4c32c3769d735fb7fe62672e21a1" -H "Content-Type: application/json" -d "{\"build\":\"%BUILD_VERSION%\"}" https://ingest.northlight-post.com/v2/bookings
echo uploaded %BUILD_VERSION%
endlocal
