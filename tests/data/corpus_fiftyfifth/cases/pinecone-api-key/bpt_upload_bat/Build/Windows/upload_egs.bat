@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-icfz0e2knn51l3qyr1astme1fn83ve
set PRODUCT_ID=24e8219f1399832d56789db690750b26
set ARTIFACT_ID=6131da7bc01e4abcee56d70387c23cf4
set CLIENT_ID=xyza78915eqDbCismkZgX1ZahITLvfTr
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set PINECONE_INDEX_HOST=https://orders-docs-dpa6mx6.svc.aped-de00-b507.pinecone.io
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
