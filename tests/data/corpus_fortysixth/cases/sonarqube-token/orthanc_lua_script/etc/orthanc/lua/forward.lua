-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local SONAR_TOKEN = os.getenv("SONARQUBE_TOKEN")

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.tidewater-imaging.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
