// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const openaiAdminKey = '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';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://api.alderbay-suites.com/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
