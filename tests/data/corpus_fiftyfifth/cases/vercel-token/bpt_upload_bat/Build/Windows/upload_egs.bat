@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-xoji73ux8leg6rvcq9oq33ydy4y6e3
set PRODUCT_ID=9052190454d22fa1ac903acef400184f
set ARTIFACT_ID=17f57ade3f0a5d440d7682f30f1455cf
set CLIENT_ID=xyza7891pTRcPmgpcgiXQ250ob9eHVV7
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set VERCEL_TOKEN=Rpu4k0fGGc9fHof9cv22hMk7
set BUILD_ROOT=D:\builds\Ironvale\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Ironvale.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
