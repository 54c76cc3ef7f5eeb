@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-vdip1vjirnegfam1jk6f2f89pqig6f
set PRODUCT_ID=6c318f21c8046701f109799f9a722314
set ARTIFACT_ID=08a481ebcd189a73785f5842d9edac41
set CLIENT_ID=xyza7891bhQsWta5Zpv8ffO6DNh3qE9B
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set AWS_ASSUMED_ROLE_ID=AROAVLQDOCR6P4SO3N4RD:ci-deploy
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
