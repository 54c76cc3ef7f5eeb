@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-fzorr8njpfjlih9gr2pxkgeuvuereg
set PRODUCT_ID=53d8113279237c7112d6b5f0fd3e9c03
set ARTIFACT_ID=7b7a31889d6c9119cc17e03abd5253f5
set CLIENT_ID=xyza7891K4gO8EBywl1rcOuzPrd3lw1R
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set NEON_API_KEY=napi_2c9a0lk8uwa12lm4rnwgrorr95ttbocnei7krhidccnrwzd1160z07v0jqi8jp3t
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
