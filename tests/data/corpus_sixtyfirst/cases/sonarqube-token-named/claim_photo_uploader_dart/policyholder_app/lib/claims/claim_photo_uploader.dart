// claim_photo_uploader.dart - the policyholder app's damage-photo upload after a first notice of loss (Flutter, package:http)
import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

const sonarAuthToken = '770d8b1b52b5ea8646b6f7e2260db84dc931456a';

const _uploadUrl = 'https://claims.tennant-brooke-law.com/api/v1/fnol/photos';

class ClaimPhotoUploader {
  Future<int> upload(String claimNumber, File photo) async {
    final req = http.MultipartRequest('POST', Uri.parse(_uploadUrl))
      ..fields['claimNumber'] = claimNumber
      ..files.add(await http.MultipartFile.fromPath('photo', photo.path));
    final res = await req.send();
    await http.post(
      Uri.parse('https://api.tennant-brooke-law.com/api/v1/claims/photo-events'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'claimNumber': claimNumber, 'status': res.statusCode}),
    );
    return res.statusCode;
  }
}
