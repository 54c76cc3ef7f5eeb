# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the pbx-core application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=quillonCell01'

AdminTask.setVariable(['-variableName', 'BREVO_API_KEY', '-variableValue', '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', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
