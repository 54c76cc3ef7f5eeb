@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-18z36otqey3d10ezijbfuinxaroiip
set PRODUCT_ID=36ee4e73ebdf5a6e95f5a50e6f57318d
set ARTIFACT_ID=4a8a3398f760e8282a748a2c044b5cdf
set CLIENT_ID=xyza7891gYkzyFmxhrjCmbmhCU4rz6g0
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set STRIPE_WEBHOOK_SIGNING_SECRET=whsec_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
