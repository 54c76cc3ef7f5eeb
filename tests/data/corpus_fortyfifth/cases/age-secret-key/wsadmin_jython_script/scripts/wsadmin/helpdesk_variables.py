# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the helpdesk application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=quillonCell01'

AdminTask.setVariable(['-variableName', 'SOPS_AGE_RECIPIENTS', '-variableValue', 'age1zt54delxmesvf4tgqhpjkxt5gqy7fshfr74wj56catdvhn353wqs4p9yps', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
