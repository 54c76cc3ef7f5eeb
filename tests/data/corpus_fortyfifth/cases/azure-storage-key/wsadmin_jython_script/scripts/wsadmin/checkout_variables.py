# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the checkout application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'AZURE_STORAGE_CONNECTION_STRING', '-variableValue', 'DefaultEndpointsProtocol=https;AccountName=acmeprodsabgb;AccountKey=2lvCFflUqgDnAmc0TQsKUIitk8hW0sq4fP5NYa7ufDAQ928bmmRfRbdyFGBEcUFYSL9I3jwfapFzyPLBI/PEAw==;EndpointSuffix=core.windows.net', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
