@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-c2rc5hyxl7azbw12qg4qwpzj15metn
set PRODUCT_ID=ce0339fc30bea93bc76ee9cff98ac1ef
set ARTIFACT_ID=4865ba731ee5448ba77471bb9743f98c
set CLIENT_ID=xyza7891BxleDwk3V7c2VCDblunyEgE4
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set TWILIO_API_SECRET_KEY=BHK2jTCnNGSwgshZdJauq1VhjSgDE0vW
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
