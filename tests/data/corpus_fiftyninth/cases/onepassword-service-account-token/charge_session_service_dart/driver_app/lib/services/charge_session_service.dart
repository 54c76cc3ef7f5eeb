// charge_session_service.dart - driver app: start/stop a charging session through the CPO back-end, poll its kWh

import 'dart:convert';

import 'package:http/http.dart' as http;

class ChargeSessionService {
  static const _api = 'https://app-api.northgrid-power.net/v2';
  static const opServiceAccountToken = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImRQTzNSTWZhZWhyNkNMR2IwWnBwd2EifSwiZW1haWwiOiJ6MndpMW5uZ2Fnd2lwQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMDUzZGVkM2FhZjhmYmJlYTYzMjJiYWFiZjMxNWI2NWQxOTE4MmQ1NzljNzU5MGExMzVkYzUwZjM2Mzg1OWQ0MCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoieWtPdXV0U1NId3NrdHBqWjdNR1JteUdpd2U1MWh2XzVvYVRoSlI1MXQyQiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtOEswMzA0LUU2WFZKWS1LTTBOUS0zOTZSUi1PTjk2Ri1BRVZXNSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIyN2NmZDg2ZWFlZWQ1M2MwMzc0ZjMyZGRkOTQ1ZmY1NzAxOTE2YTI3NTc3YzEwN2ViZWUxMTdhYzEzNWFmOTE5IiwidXVpZCI6IkVHNUUwSENTWURJV1JDSDIxVDVRUk9YQkJEIn0sImRldmljZVV1aWQiOiJ6MnRpbGhhYXY4N294ZmE4MzUzeGpjdm04dSJ9';

  Future<String> start(String evseId, String idToken) async {
    final res = await http.post(Uri.parse('$_api/sessions'), headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'evse_id': evseId, 'id_token': idToken}));
    return jsonDecode(res.body)['session_id'] as String;
  }

  Future<void> report(String sessionId, double kwh) async {
    await http.post(Uri.parse('https://grid-ops.northgrid-power.net/api/v1/app/session-events'),
        headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'session_id': sessionId, 'kwh': kwh}));
  }
}
