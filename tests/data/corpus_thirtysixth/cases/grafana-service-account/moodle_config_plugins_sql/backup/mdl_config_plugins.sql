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
1306	moodlecourse	format	weeks
1307	moodlecourse	maxsections	52
1308	local_aiconnect	version	2024011898
1309	local_aiconnect	enabled	1
1310	local_aiconnect	grafana_service_account_token	glsa_thATXa5tXA54iFlfQUAse9S7cOw0F8gM_73fb0b5c
1311	local_aiconnect	timeout	30
\.


--
-- PostgreSQL database dump complete
--
