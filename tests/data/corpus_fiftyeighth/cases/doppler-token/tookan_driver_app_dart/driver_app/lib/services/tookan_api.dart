// tookan_api.dart - the driver app's calls to Tookan (agent task list, status updates) and to the depot back-end
import 'dart:convert';

import 'package:http/http.dart' as http;

const tookanBase = 'https://api.tookanapp.com/v2';
const depotHook = 'https://carrier-gateway.northstar-3pl.com/api/v1/driver-app/events';
const secret = 'dp.pt.NmuaA6y4ZQ8CZ2zoXLExLwcynJigSlgm6Jou478SUMJ';

class TookanApi {
  TookanApi(this.apiKey, this.fleetId);
  final String apiKey;
  final int fleetId;

  Future<List<dynamic>> tasks(String date) async {
    final res = await http.post(Uri.parse('$tookanBase/get_all_tasks'),
        headers: {'Content-Type': 'application/json'},
        body: jsonEncode({'api_key': apiKey, 'fleet_id': fleetId, 'job_type': 1, 'start_date': date, 'end_date': date}));
    return (jsonDecode(res.body)['data'] as List<dynamic>);
  }

  Future<void> report(Map<String, dynamic> event) async {
    await http.post(Uri.parse(depotHook), headers: {'Content-Type': 'application/json'}, body: jsonEncode(event));
  }
}
