# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=quillonCell01'

AdminTask.setVariable(['-variableName', 'GRAFANA_TOKEN', '-variableValue', 'glsa_C3adD6Mu0gGGPG3FhU2S44Da3Nvnowir_ac7c61a2', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
