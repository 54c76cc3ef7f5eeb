# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the notify application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=kestrelCell01'

AdminTask.setVariable(['-variableName', 'BLOB_SAS_URL', '-variableValue', 'https://acmeprodsa.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-12-24T14:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=HSuvyef…', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
