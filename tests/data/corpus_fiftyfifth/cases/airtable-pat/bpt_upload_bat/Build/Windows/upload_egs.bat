@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-3gre7oxiu7nn7foa7oqi5nvkuj9co1
set PRODUCT_ID=c655d6a2266117074b8c28db8f8c6167
set ARTIFACT_ID=666dce1f28b4730e94bff15fb225f4c3
set CLIENT_ID=xyza7891wgYHkRe5b7iH2rH8cN0ULpff
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set AIRTABLE_TOKEN=patMFrtjmNADeYDWC.7fe14cb12a19e622c53d92fbe2a0577f21b16b62a44db4608e7fd3c842df5b19
set BUILD_ROOT=D:\builds\HarborLights\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="HarborLights.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
