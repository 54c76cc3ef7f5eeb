--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1307	moodlecourse	format	weeks
1308	moodlecourse	maxsections	52
1309	local_mailrelay	version	2024068965
1310	local_mailrelay	enabled	1
1311	local_mailrelay	adyen_x_api_key	AQEycKv1JZr671JtEzaELDthqY0YGptX+Hq3rxv3EH2fHn06nPypJ1EIVSoY2jKW3WJOYOCIz=-b3gzjT9qHVoh/ZE3EXqxzqEriGz1A1FBOLY2KM6idTw=-ihNkY7AQLGY87Gh9
1312	local_mailrelay	timeout	30
\.


--
-- PostgreSQL database dump complete
--
