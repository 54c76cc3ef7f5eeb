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
2586	moodlecourse	format	weeks
2587	moodlecourse	maxsections	52
2588	tool_objectfs	version	2024115642
2589	tool_objectfs	enabled	1
2590	tool_objectfs	new_relic_query_key	NRIQ-5JakcVS71AlHKf8Y8HjBz_BF0-SEEiKe
2591	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
