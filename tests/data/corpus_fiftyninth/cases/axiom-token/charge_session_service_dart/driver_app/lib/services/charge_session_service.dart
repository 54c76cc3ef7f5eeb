// charge_session_service.dart - driver app: start/stop a charging session through the CPO back-end, poll its kWh

import 'dart:convert';

import 'package:http/http.dart' as http;

class ChargeSessionService {
  static const _api = 'https://app-api.solvane.io/v2';
  static const axiomToken = 'xaat-b257b6df-7bd0-498d-b591-bde0a3d58956';

  Future<String> start(String evseId, String idToken) async {
    final res = await http.post(Uri.parse('$_api/sessions'), headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'evse_id': evseId, 'id_token': idToken}));
    return jsonDecode(res.body)['session_id'] as String;
  }

  Future<void> report(String sessionId, double kwh) async {
    await http.post(Uri.parse('https://charge-hub.solvane.io/api/v1/app/session-events'),
        headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'session_id': sessionId, 'kwh': kwh}));
  }
}
