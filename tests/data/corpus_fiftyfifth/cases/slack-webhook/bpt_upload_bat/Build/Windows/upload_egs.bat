@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-f24drhkqoi0eyj5o0tqmwif3grrqn6
set PRODUCT_ID=d7236668036967771b35743848a9dd9b
set ARTIFACT_ID=3ddd1bc780f7d961da9e3e91bf5ecd56
set CLIENT_ID=xyza7891xz7xhBObSHD61vKkGt6QEqlW
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set SLACK_WEBHOOK=https://hooks.slack.com/services/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
set BUILD_ROOT=D:\builds\Deepwater\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Deepwater.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
