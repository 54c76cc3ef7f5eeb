@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-8thpj1p403xzwegpnyzumclnbtfay2
set PRODUCT_ID=112ea8eb8bdae8c484a96c60e0731d7b
set ARTIFACT_ID=0afa42f6e95921453601d8f136f80519
set CLIENT_ID=xyza78913I2fVCIqvhjsQYzgbod9Pb7H
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set PERPLEXITY_MODEL=sonar
set BUILD_ROOT=D:\builds\Nightfall\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Nightfall.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
